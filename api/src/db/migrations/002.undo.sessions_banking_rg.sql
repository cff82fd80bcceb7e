DROP TABLE banned_bank_accounts, crm_sessions, withdrawals, payid_payments, payids, eft_notifications,
  bank_accounts, card_requests, cards, deposit_limits, self_exclusion_register, identity_documents, outbox_mails,
  password_resets, login_failures;
