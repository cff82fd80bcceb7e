-- Price flucs: each runner's fixed win (FWIN) price history, kept on the runner's row by a trigger so that every
-- writer (the simulator's drift and scratchings, the sandbox's set-price, the schedule's first pricing) records it in
-- the same statement, hence the same transaction, as the price change. "open" is the first FWIN price the runner
-- was quoted; high and low span every price since; history holds the last 12 prices, oldest first, the current last.
ALTER TABLE racing_runners ADD COLUMN flucs jsonb;

CREATE FUNCTION racing_runner_flucs() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  price numeric := (NEW.odds ->> 'FWIN')::numeric;
  kept jsonb;
BEGIN
  IF price IS NULL OR (TG_OP = 'UPDATE' AND price IS NOT DISTINCT FROM (OLD.odds ->> 'FWIN')::numeric) THEN
    RETURN NEW;
  END IF;
  IF NEW.flucs IS NULL THEN
    NEW.flucs := jsonb_build_object('open', price, 'high', price, 'low', price, 'history', jsonb_build_array(price));
    RETURN NEW;
  END IF;
  kept := (NEW.flucs -> 'history') || to_jsonb(price);
  WHILE jsonb_array_length(kept) > 12 LOOP
    kept := kept - 0;
  END LOOP;
  NEW.flucs := jsonb_build_object(
    'open', NEW.flucs -> 'open',
    'high', GREATEST((NEW.flucs ->> 'high')::numeric, price),
    'low', LEAST((NEW.flucs ->> 'low')::numeric, price),
    'history', kept);
  RETURN NEW;
END $$;

CREATE TRIGGER racing_runner_flucs BEFORE INSERT OR UPDATE OF odds ON racing_runners
  FOR EACH ROW EXECUTE FUNCTION racing_runner_flucs();

-- Runners already priced open at the price they have now.
UPDATE racing_runners SET flucs = jsonb_build_object(
  'open', odds -> 'FWIN', 'high', odds -> 'FWIN', 'low', odds -> 'FWIN', 'history', jsonb_build_array(odds -> 'FWIN'))
  WHERE odds ? 'FWIN';
