// Grows a freshly seeded demo instance `scale` times (for bench/growth.mjs): for every demo programme,
// scale - 1 more of the demo's shape (10 activities, each with a slideshow of 4 image slides, and 2
// units of 4 lessons, each lesson presenting 5 of the activities), and for every demo teacher,
// scale - 1 more teachers with a playlist of 10 activities. Runs the CMS in this process on DATA_DIR, then stops it:
//   DATA_DIR=... node bench/growth-generator.mjs <scale>
import path from 'node:path';
import { addSubscribingTeacher, loadCms } from './cms-script.mjs';

const UNITS = 2;
const LESSONS = 4;
const ACTIVITIES_PER_PROGRAMME = 10;
const ACTIVITIES_PER_LESSON = 5;
const SLIDES = 4;
const PLAYLIST_ITEMS = 10;

const blocks = (text) => [{ type: 'paragraph', children: [{ type: 'text', text }] }];

export async function grow(scale) {
  const strapi = await loadCms();
  const counts = { programmes: 0, units: 0, lessons: 0, activities: 0, slides: 0, teachers: 0, playlists: 0 };
  try {
    const docs = (uid) => strapi.documents(uid);
    const create = (uid, data) => docs(uid).create({ data, status: 'published' });
    const programmes = await docs('api::programme.programme').findMany({ status: 'published', populate: ['audience'] });
    const image = await strapi.db.query('plugin::upload.file').findOne({ where: { mime: { $startsWith: 'image/' } } });
    const made = [];
    for (let copy = 1; copy < scale; copy += 1) {
      for (const programme of programmes) {
        await strapi.db.transaction(async () => {
          const slug = `${programme.slug}-${copy}`;
          const programmeId = (
            await create('api::programme.programme', {
              title: `${programme.title} ${copy + 1}`,
              slug,
              blurb: programme.blurb,
              released: true,
              audience: programme.audience?.documentId,
            })
          ).documentId;
          counts.programmes += 1;
          const activities = [];
          for (let a = 1; a <= ACTIVITIES_PER_PROGRAMME; a += 1) {
            const slides = Array.from({ length: SLIDES }, (_, s) => ({
              __component: 'slide.image',
              title: `Slide ${s + 1}`,
              include_in_lesson: true,
              slide_text: blocks('Look, listen and join in.'),
              main_image: image?.id,
            }));
            const slideshow = (await create('api::activity-slideshow.activity-slideshow', { title: `Slides ${slug} ${a}`, slides })).documentId;
            const activity = (
              await create('api::activity-page.activity-page', {
                title: `Activity ${a} of ${slug}`,
                time: '10 minutes',
                type: 'Listening',
                lesson_summary: 'A generated activity for the growth benchmark.',
                introduction: blocks('Listen to the music, then move to show what you hear.'),
                activity_slideshow: slideshow,
                audiences: programme.audience ? [programme.audience.documentId] : [],
              })
            ).documentId;
            activities.push(activity);
            made.push(activity);
            counts.activities += 1;
            counts.slides += SLIDES;
          }
          for (let u = 1; u <= UNITS; u += 1) {
            const unitId = (await create('api::scheme.scheme', { title: `Unit ${u} of ${slug}`, blurb: 'A generated unit.', programme: programmeId }))
              .documentId;
            counts.units += 1;
            for (let l = 1; l <= LESSONS; l += 1) {
              const start = ((u - 1) * LESSONS + (l - 1)) % ACTIVITIES_PER_PROGRAMME;
              const presented = Array.from({ length: ACTIVITIES_PER_LESSON }, (_, n) => activities[(start + n) % ACTIVITIES_PER_PROGRAMME]);
              await create('api::lesson.lesson', {
                title: `Lesson ${l} of unit ${u} of ${slug}`,
                scheme: unitId,
                activities: presented.map((activity) => ({ activity })),
              });
              counts.lessons += 1;
            }
          }
        });
      }
    }
    const demoTeachers = await strapi.db.query('plugin::users-permissions.user').count();
    const activityPool = made.length
      ? made
      : (await docs('api::activity-page.activity-page').findMany({ status: 'published', limit: 50 })).map((a) => a.documentId);
    for (let n = 0; n < demoTeachers * (scale - 1); n += 1) {
      await strapi.db.transaction(async () => {
        const user = await addSubscribingTeacher(strapi, { scale, n, note: 'Growth benchmark' });
        const { email } = user;
        const items = Array.from({ length: PLAYLIST_ITEMS }, (_, i) => ({
          __component: 'playlist.activity-item',
          title: `Item ${i + 1}`,
          item: activityPool[(n * PLAYLIST_ITEMS + i) % activityPool.length],
          context_path: '/',
          playlist_order: i + 1,
        }));
        await docs('api::playlist.playlist').create({ data: { title: `Playlist of ${email}`, owner: user.id, version: 1, playlist_item: items } });
        counts.teachers += 1;
        counts.playlists += 1;
      });
    }
  } finally {
    await strapi.destroy();
  }
  return counts;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  const scale = Number(process.argv[2]);
  const started = Date.now();
  const counts = await grow(scale);
  console.log(JSON.stringify({ scale, seconds: Math.round((Date.now() - started) / 1000), counts }));
  process.exit(0);
}
