import { describe, expect, it } from 'vitest';
import { addressFieldsFrom } from './address-components';
import { createLocalPlacesService } from './local-places-service';

describe('the local places service', () => {
  const service = createLocalPlacesService();

  it('suggests Australian addresses matching every typed word', async () => {
    await service.ready();
    const suggestions = await service.suggest('collins melb', 'AUS');
    expect(suggestions.map((s) => s.description)).toEqual(['120 Collins Street, Melbourne VIC 3000, Australia']);
  });

  it('Suggestions are restricted to the selected country', async () => {
    expect(await service.suggest('collins', 'NZL')).toEqual([]);
  });

  it('geocoding a suggestion gives the parts the registration reads', async () => {
    const [unitAddress] = await service.suggest('350 bourke', 'AUS');
    expect(addressFieldsFrom(await service.geocode(unitAddress.description), 'AUS')).toEqual({
      post_code: '3000',
      state: 'VIC',
      home_unit_number: '5',
      home_suburb: 'Melbourne',
      home_street_number: '350',
      home_street_name: 'Bourke',
      home_street_type: 'ST',
    });
  });
});
