/**
 * The logged-in subscriber's part of the home page (docs/product.md, "Home page"): "Continue where
 * you left off" (each class's next lesson from their record of teaching, then the lessons they
 * presented last, recorded by lesson mode) and their playlists, the
 * most recently changed first (read through the playlists page's own loader). The CMS answers both
 * for the token's teacher only.
 */
import { useEffect, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import type { clientLoader as playlistsLoader } from '../playlists/PlaylistsRoute';
import { HomeNextLessonsDocument, RecentLessonsDocument, type HomeNextLessonsQuery, type RecentLessonsQuery } from '../../graphql/generated';
import { entryLessonPath } from '../teaching-record/teaching-page';
import { request } from '../../lib/graphql';

type RecentLesson = RecentLessonsQuery['recentLessons'][number];

/** Where a recent lesson lives in the catalogue, or undefined when its unit has no programme. */
export function lessonPath(lesson: RecentLesson): string | undefined {
  const programme = lesson.scheme?.programme;
  if (!lesson.scheme || !programme?.audience) return undefined;
  return `/${programme.audience.slug}/${programme.slug}/unit/${lesson.scheme.documentId}/lesson/${lesson.documentId}`;
}

type NextForClass = HomeNextLessonsQuery['nextForClasses'][number];

/** Each class's next lesson with its page, for classes whose record says what comes next. */
export function nextLessonsOf(rows: readonly NextForClass[]): Array<{ key: string; className: string; title: string; path: string }> {
  return rows.flatMap((row) => {
    const last = row.lastEntry;
    const path = last && row.nextLesson && entryLessonPath(last, row.nextLesson.documentId, row.nextUnit?.documentId ?? last.unit);
    return path && row.nextLesson ? [{ key: row.teachingClass.documentId, className: row.teachingClass.name, title: row.nextLesson.title, path }] : [];
  });
}

export function ContinueLessons() {
  const [lessons, setLessons] = useState<RecentLesson[] | 'failed'>();
  const [nextLessons, setNextLessons] = useState<ReturnType<typeof nextLessonsOf>>([]);
  useEffect(() => {
    let current = true;
    request(RecentLessonsDocument, {}).then(
      (data) => current && setLessons(data.recentLessons),
      () => current && setLessons('failed'),
    );
    request(HomeNextLessonsDocument, {}).then(
      (data) => current && setNextLessons(nextLessonsOf(data.nextForClasses)),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  // Nothing presented yet (or the list could not be read): the section would only be in the way.
  const shown = Array.isArray(lessons) ? lessons.flatMap((lesson) => (lessonPath(lesson) ? [{ lesson, path: lessonPath(lesson)! }] : [])) : [];
  if (lessons !== undefined && shown.length === 0 && nextLessons.length === 0) return null;
  return (
    <section className="home__continue" aria-labelledby="home-continue" aria-busy={lessons === undefined}>
      <h2 id="home-continue">Continue where you left off</h2>
      {lessons === undefined ? (
        <p>Loading your lessons...</p>
      ) : (
        <ul className="card-grid">
          {nextLessons.map((next) => (
            <li key={`next-${next.key}`} className="card">
              <Link to={next.path} className="card__link">
                <span className="card__eyebrow">Next for {next.className}</span>
                <span className="card__title">{next.title}</span>
              </Link>
              <p>
                <Link to={`${next.path}/slides`} className="button" aria-label={`Present ${next.title} to ${next.className}`}>
                  Present
                </Link>
              </p>
            </li>
          ))}
          {shown.map(({ lesson, path }) => (
            <li key={lesson.documentId} className="card">
              <Link to={path} className="card__link">
                <span className="card__eyebrow">
                  {lesson.scheme?.programme?.title}: {lesson.scheme?.title}
                </span>
                <span className="card__title">{lesson.page_title || lesson.title}</span>
              </Link>
              <p>
                <Link to={`${path}/slides`} className="button" aria-label={`Present ${lesson.page_title || lesson.title}`}>
                  Present
                </Link>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const SHOWN = 4;

export function YourPlaylists() {
  const playlists = useFetcher<typeof playlistsLoader>();
  const { load, data } = playlists;
  useEffect(() => {
    // '?index': the playlists page is the index route of /playlists, whose own route has no loader.
    void load('/playlists?index');
  }, [load]);

  // The CMS decides: a teacher whose access has just ended gets the gate, and then nothing here.
  if (data && !('data' in data)) return null;
  const list = data ? [...data.data].sort((a, b) => String(b.updatedAt).localeCompare(String(a.updatedAt))) : undefined;
  return (
    <section className="home__yours" aria-labelledby="home-yours" aria-busy={list === undefined}>
      <h2 id="home-yours">Your playlists</h2>
      {list === undefined && <p>Loading your playlists...</p>}
      {list?.length === 0 && (
        <p>
          Gather the activities and recordings you use most into a playlist, and present them in one go. <Link to="/playlists">Make your first playlist</Link>
        </p>
      )}
      {list && list.length > 0 && (
        <>
          <ul className="card-grid">
            {list.slice(0, SHOWN).map((playlist) => (
              <li key={playlist.documentId} className="card">
                <Link to={`/playlists/${playlist.documentId}`} className="card__link">
                  <span className="card__title">{playlist.title}</span>
                </Link>
                <p className="activity-card__meta">{itemCount(playlist.itemCount)}</p>
              </li>
            ))}
          </ul>
          <p>
            <Link to="/playlists">All your playlists ({list.length})</Link>
          </p>
        </>
      )}
    </section>
  );
}

const itemCount = (n: number) => (n === 1 ? '1 item' : `${n} items`);
