import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { race } from '../../../test/races';
import type { Meeting } from '../types';
import { MeetingList } from './meeting-list';

const meeting = (name: string, code: string, isAustralian: boolean, id: number): Meeting => {
  const r = race({ meeting_id: id, meeting_name: name, state_country_code: code, is_australian: isAustralian });
  return {
    meeting_id: id,
    meeting_name: name,
    meeting_date: '2026-11-22',
    race_type: 'T',
    state_country_code: code,
    is_australian: isAustralian,
    races: [r],
  } as Meeting;
};

describe('meeting list', () => {
  it('flags an international meeting by its country (the three-to-two-letter flag map), not an Australian one', () => {
    renderWithProviders(
      <MeetingList meetings={[meeting('Ascot', 'GB', false, 1), meeting('Flemington', 'VIC', true, 2)]} />,
    );
    expect(screen.getAllByRole('link', { name: /Ascot/ })[0].textContent).toContain('🇬🇧 (GB)');
    expect(screen.getAllByRole('link', { name: /Flemington/ })[0].textContent).not.toMatch(/[\u{1F1E6}-\u{1F1FF}]/u);
  });
});
