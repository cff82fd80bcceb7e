import { describe, expect, it } from 'vitest';
import { pageAt } from './app';

describe('the account page a path shows (the chunk loaded before a server-drawn page hydrates)', () => {
  it('names the one page of each base path', () => {
    expect(pageAt('/register', '/register')).toBe('RegisterPage');
    expect(pageAt('/promotions', '/promotions')).toBe('PromotionsPage');
    expect(pageAt('/self-exclusion', '/self-exclusion')).toBe('SelfExclusionPage');
  });

  it("names the profile's own pages by the path below it, the profile itself otherwise", () => {
    expect(pageAt('/profile', '/profile')).toBe('ProfilePage');
    expect(pageAt('/profile', '/profile/')).toBe('ProfilePage');
    expect(pageAt('/profile', '/profile/verification')).toBe('VerificationPage');
    expect(pageAt('/profile', '/profile/blackbook/')).toBe('BlackbookPage');
  });

  it('names none for a path the remote does not serve', () => {
    expect(pageAt('/nowhere', '/nowhere')).toBeUndefined();
  });
});
