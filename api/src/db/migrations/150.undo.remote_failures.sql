DROP TABLE remote_failures;
