import { Select } from '@wagering/shared/ui';
import { PRICE_CHANGE_SETTINGS, type PriceChangeSetting } from '@wagering/shared/constants';
import { setPriceChanges, usePreferences } from '@wagering/shared/session';

/** The setting in the punter's words, in the order the big Australian apps list it. */
const LABELS: Record<PriceChangeSetting, string> = {
  ask: 'Ask me',
  accept_better: 'Accept better prices',
  accept_any: 'Accept any price change',
};
const OPTIONS = PRICE_CHANGE_SETTINGS.map((value) => ({ value, label: LABELS[value] }));

/** What a moved fixed price does: kept with the punter's preferences, applied live, at verify and at request. */
export function PriceChangeSettingSelect() {
  const value = usePreferences((s) => s.priceChanges);
  return (
    <Select
      label="When a price changes"
      options={OPTIONS}
      value={value}
      onChange={(event) => setPriceChanges(event.target.value as PriceChangeSetting)}
    />
  );
}
