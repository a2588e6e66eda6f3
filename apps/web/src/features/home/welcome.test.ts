import { describe, expect, it } from 'vitest';
import { welcomeMessage } from './welcome';

const home = { welcome_new_registration: 'Thanks for joining', welcome_purchase: 'Thanks for subscribing', welcome_invitation: 'Welcome to your school team' };

describe('welcomeMessage', () => {
  it('picks the message named by /welcome/{welcome}', () => {
    expect(welcomeMessage(home, 'new-registration')).toBe('Thanks for joining');
    expect(welcomeMessage(home, 'purchase')).toBe('Thanks for subscribing');
    expect(welcomeMessage(home, 'invitation')).toBe('Welcome to your school team');
  });

  it('shows no message for an unknown or missing kind', () => {
    expect(welcomeMessage(home, 'toString')).toBeUndefined();
    expect(welcomeMessage(home, 'nope')).toBeUndefined();
    expect(welcomeMessage(home, undefined)).toBeUndefined();
  });
});
