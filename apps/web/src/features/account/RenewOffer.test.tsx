/**
 * 'Lapsed, said plainly' (docs/product.md, "Teaching pages and the login wrapper"): the offer a gate,
 * the home page and lesson mode's wall show a teacher without access, from what the CMS decided.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RenewOffer } from './RenewOffer';
import { LessonModeWall } from '../teaching-gate/LessonModeWall';

const session = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('./SessionProvider', () => ({ useSession: () => session.current }));

const ENDED = '2026-11-17T10:00:00Z';
const thisYear = new Date(ENDED).getFullYear() === new Date().getFullYear();
const endedText = thisYear ? '17 November' : '17 November 2026';

function show(element: React.ReactElement) {
  const Stub = createRoutesStub([{ path: '/', Component: () => element }]);
  render(<Stub initialEntries={['/']} />);
}

afterEach(cleanup);

describe('the offer to a teacher without access', () => {
  it('a teacher whose access ended: when, and Renew to the checkout', () => {
    session.current = { isLoggedIn: true, access: { access: 'none', ended_at: ENDED, school: null, school_owner_name: null, school_owner_email: null } };
    show(<RenewOffer sayWhenEnded />);
    expect(screen.getByText(`Your access ended on ${endedText}.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Renew' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.queryByRole('link', { name: 'Subscribe now' })).toBeNull();
  });

  it('a school member whose school account ended: whom to ask, by name and email', () => {
    session.current = {
      isLoggedIn: true,
      access: {
        access: 'none',
        ended_at: ENDED,
        school: 'Hillside Primary School',
        school_owner_name: 'Priya Shah',
        school_owner_email: 'schooladmin@example.com',
      },
    };
    show(<RenewOffer />);
    expect(screen.getByText(/Hillside Primary School’s school account has ended\. To carry on through your school, ask Priya Shah/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'schooladmin@example.com' }).getAttribute('href')).toBe('mailto:schooladmin@example.com');
  });

  it('a teacher who never had access: Subscribe now', () => {
    session.current = { isLoggedIn: true, access: { access: 'none', ended_at: null } };
    show(<RenewOffer sayWhenEnded />);
    expect(screen.getByRole('link', { name: 'Subscribe now' }).getAttribute('href')).toBe('/subscribe');
    expect(screen.queryByText(/Your access ended/)).toBeNull();
  });

  it('lesson mode’s wall says plainly why the lesson is not shown, with Renew', () => {
    session.current = { isLoggedIn: true, access: { access: 'none', ended_at: ENDED, school: null } };
    show(<LessonModeWall title="Lesson mode" />);
    expect(screen.getByRole('heading', { level: 1, name: 'This lesson is not available just now' })).toBeTruthy();
    expect(screen.getByText(`Your access ended on ${endedText}.`)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Renew' })).toBeTruthy();
  });
});
