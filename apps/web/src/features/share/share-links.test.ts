import { describe, expect, it } from 'vitest';
import { classroomShareUrl, shareableUrl, shortForm, shortLinkUrl, teamsShareUrl } from './share-links';

describe('share links', () => {
  it('share only the origin and path, never a query or fragment', () => {
    expect(shareableUrl('https://classroom.example.org', '/primary/strings/unit/u1/lesson/l1/?token=abc#x')).toBe(
      'https://classroom.example.org/primary/strings/unit/u1/lesson/l1',
    );
    expect(shareableUrl('http://localhost:8080', '/')).toBe('http://localhost:8080/');
  });

  it("use Google Classroom's and Microsoft Teams' share addresses with the link encoded", () => {
    const link = 'https://classroom.example.org/primary/strings/at-home/Ab12Cd34';
    const classroom = new URL(classroomShareUrl(link, 'Rhythm & pulse'));
    expect(`${classroom.origin}${classroom.pathname}`).toBe('https://classroom.google.com/share');
    expect(classroom.searchParams.get('url')).toBe(link);
    expect(classroom.searchParams.get('title')).toBe('Rhythm & pulse');
    const teams = new URL(teamsShareUrl(link, 'Rhythm & pulse'));
    expect(`${teams.origin}${teams.pathname}`).toBe('https://teams.microsoft.com/share');
    expect(teams.searchParams.get('href')).toBe(link);
    expect(teams.searchParams.get('msgText')).toBe('Rhythm & pulse');
  });

  it('write the short form without the scheme', () => {
    expect(shortForm('https://www.classroom.example.org/primary/strings/at-home/Ab12Cd34')).toBe('classroom.example.org/primary/strings/at-home/Ab12Cd34');
    expect(shortForm('http://localhost:8080/')).toBe('localhost:8080');
  });

  it("make a short link's address on the site's origin, and write it without the scheme", () => {
    const link = shortLinkUrl('https://www.classroom.example.org/primary/x?token=abc', '7KQ2MXP');
    expect(link).toBe('https://www.classroom.example.org/s/7KQ2MXP');
    expect(shortForm(link)).toBe('classroom.example.org/s/7KQ2MXP');
  });
});
