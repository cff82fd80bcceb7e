ALTER TABLE racing_runners DROP COLUMN form;
