DROP INDEX users_person;
DROP TABLE live_tickets, sessions;
