// The demo films: short animations with synthesised sound, drawn for this project. A clip runs for
// LENGTH seconds at TEMPO beats a minute, then stops and returns to the start, like a video would.
const LENGTH = 32;
const TEMPO = 90;
const BEAT = 60 / TEMPO;

const CLIPS = {
  'conductor-beats': { title: 'Follow the conductor: four beats in a bar', draw: drawConductor, sound: conductorSound },
  'string-family': { title: 'Meet the string family', draw: drawStrings, sound: stringSound },
  'body-percussion': { title: 'Body percussion: clap, stamp, click', draw: drawBodyPercussion, sound: bodyPercussionSound },
};

const params = new URLSearchParams(location.search);
const clip = Object.hasOwn(CLIPS, params.get('clip') ?? '') ? CLIPS[params.get('clip')] : CLIPS['conductor-beats'];
const canvas = document.querySelector('.player__screen');
const context = canvas.getContext('2d');
const playButton = document.querySelector('.player__play');
const progress = document.querySelector('.player__progress');
const timeLabel = document.querySelector('.player__time');
document.querySelector('.player__title').textContent = clip.title;
document.title = `${clip.title} (demo film)`;

let audio;
let startedAt = 0;
let offset = 0;
let playing = false;
let nextBeat = 0;

function now() {
  return playing ? offset + (performance.now() - startedAt) / 1000 : offset;
}

function setPlaying(value) {
  playing = value;
  playButton.textContent = value ? 'Pause' : 'Play';
  playButton.setAttribute('aria-label', value ? 'Pause' : 'Play');
}

playButton.addEventListener('click', () => {
  if (playing) {
    offset = now();
    setPlaying(false);
    return;
  }
  audio ??= new AudioContext();
  audio.resume();
  startedAt = performance.now();
  nextBeat = Math.ceil(offset / BEAT);
  setPlaying(true);
  requestAnimationFrame(frame);
});

function frame() {
  let t = now();
  if (t >= LENGTH) {
    offset = 0;
    t = 0;
    setPlaying(false);
  }
  while (playing && nextBeat * BEAT <= t + 0.05) {
    clip.sound(audio, nextBeat, Math.max(0, nextBeat * BEAT - t));
    nextBeat += 1;
  }
  render(t);
  if (playing) requestAnimationFrame(frame);
}

function render(t) {
  const { width, height } = canvas;
  context.fillStyle = '#0d1b2a';
  context.fillRect(0, 0, width, height);
  clip.draw(context, t, width, height);
  context.fillStyle = 'rgba(255,255,255,0.5)';
  context.font = '28px system-ui, sans-serif';
  context.fillText('Demo film', 32, 52);
  progress.value = t / LENGTH;
  const seconds = Math.floor(t);
  timeLabel.textContent = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

// ---- pictures -------------------------------------------------------------------------------

function beatOf(t) {
  return { beat: Math.floor(t / BEAT), phase: (t / BEAT) % 1 };
}

/** A baton tracing a four-beat pattern, with the count. */
function drawConductor(ctx, t, width, height) {
  const points = [
    [0.5, 0.78],
    [0.3, 0.62],
    [0.72, 0.62],
    [0.55, 0.3],
  ];
  const { beat, phase } = beatOf(t);
  const from = points[beat % 4];
  const to = points[(beat + 1) % 4];
  const ease = phase < 0.5 ? 2 * phase * phase : 1 - Math.pow(-2 * phase + 2, 2) / 2;
  const x = (from[0] + (to[0] - from[0]) * ease) * width;
  const y = (from[1] + (to[1] - from[1]) * ease) * height - Math.sin(Math.PI * phase) * 60;
  ctx.strokeStyle = 'rgba(241,196,83,0.25)';
  ctx.lineWidth = 6;
  ctx.beginPath();
  points.forEach(([px, py], n) => (n ? ctx.lineTo(px * width, py * height) : ctx.moveTo(px * width, py * height)));
  ctx.closePath();
  ctx.stroke();
  ctx.strokeStyle = '#f4f6fa';
  ctx.lineWidth = 10;
  ctx.beginPath();
  ctx.moveTo(width * 0.85, height * 0.95);
  ctx.lineTo(x, y);
  ctx.stroke();
  ctx.fillStyle = '#f1c453';
  ctx.beginPath();
  ctx.arc(x, y, 18, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#fff';
  ctx.font = 'bold 160px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.fillText(String((beat % 4) + 1), width * 0.14, height * 0.5);
  ctx.textAlign = 'start';
}

const STRINGS = [
  { name: 'Violin', colour: '#e9c46a', frequency: 659.3 },
  { name: 'Viola', colour: '#f4a261', frequency: 440 },
  { name: 'Cello', colour: '#e76f51', frequency: 146.8 },
  { name: 'Double bass', colour: '#2a9d8f', frequency: 98 },
];

/** Four strings, one sounding at a time, vibrating while it plays. */
function drawStrings(ctx, t, width, height) {
  const playingString = Math.floor(t / (BEAT * 4)) % STRINGS.length;
  STRINGS.forEach((string, n) => {
    const y = height * (0.25 + n * 0.17);
    const active = n === playingString;
    ctx.strokeStyle = string.colour;
    ctx.lineWidth = active ? 10 : 4;
    ctx.beginPath();
    for (let x = width * 0.25; x <= width * 0.92; x += 8) {
      const along = (x - width * 0.25) / (width * 0.67);
      const wobble = active ? Math.sin(along * Math.PI) * Math.sin(t * 40 + n) * 22 : 0;
      if (x === width * 0.25) ctx.moveTo(x, y + wobble);
      else ctx.lineTo(x, y + wobble);
    }
    ctx.stroke();
    ctx.fillStyle = active ? '#fff' : 'rgba(255,255,255,0.6)';
    ctx.font = `${active ? 'bold ' : ''}40px system-ui, sans-serif`;
    ctx.fillText(string.name, width * 0.04, y + 14);
  });
}

const MOVES = ['Clap', 'Clap', 'Stamp', 'Click'];

/** The four moves of the pattern, the current one growing on its beat. */
function drawBodyPercussion(ctx, t, width, height) {
  const { beat, phase } = beatOf(t);
  MOVES.forEach((move, n) => {
    const active = beat % 4 === n;
    const x = width * (0.2 + n * 0.2);
    const radius = active ? 110 - phase * 30 : 70;
    ctx.fillStyle = active ? '#f1c453' : '#33415c';
    ctx.beginPath();
    ctx.arc(x, height * 0.45, radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = active ? '#14213d' : '#fff';
    ctx.font = 'bold 36px system-ui, sans-serif';
    ctx.textAlign = 'center';
    ctx.fillText(move, x, height * 0.45 + 12);
    ctx.textAlign = 'start';
  });
  ctx.fillStyle = '#fff';
  ctx.font = '40px system-ui, sans-serif';
  ctx.textAlign = 'center';
  ctx.fillText('Copy the pattern!', width / 2, height * 0.85);
  ctx.textAlign = 'start';
}

// ---- sounds ---------------------------------------------------------------------------------

function tone(audioContext, { frequency, type = 'sine', at, length, volume = 0.2 }) {
  const oscillator = audioContext.createOscillator();
  const gain = audioContext.createGain();
  oscillator.type = type;
  oscillator.frequency.value = frequency;
  const start = audioContext.currentTime + at;
  gain.gain.setValueAtTime(volume, start);
  gain.gain.exponentialRampToValueAtTime(0.001, start + length);
  oscillator.connect(gain).connect(audioContext.destination);
  oscillator.start(start);
  oscillator.stop(start + length);
}

function noise(audioContext, { at, length, volume = 0.3, filter = 2000 }) {
  const samples = Math.floor(audioContext.sampleRate * length);
  const buffer = audioContext.createBuffer(1, samples, audioContext.sampleRate);
  const data = buffer.getChannelData(0);
  for (let n = 0; n < samples; n += 1) data[n] = (Math.random() * 2 - 1) * Math.pow(1 - n / samples, 3);
  const source = audioContext.createBufferSource();
  source.buffer = buffer;
  const band = audioContext.createBiquadFilter();
  band.type = 'bandpass';
  band.frequency.value = filter;
  const gain = audioContext.createGain();
  gain.gain.value = volume;
  source.connect(band).connect(gain).connect(audioContext.destination);
  source.start(audioContext.currentTime + at);
}

function conductorSound(audioContext, beat, at) {
  tone(audioContext, { frequency: beat % 4 === 0 ? 1320 : 880, at, length: 0.08, volume: 0.15 });
}

function stringSound(audioContext, beat, at) {
  if (beat % 4 !== 0) return;
  const string = STRINGS[Math.floor(beat / 4) % STRINGS.length];
  tone(audioContext, { frequency: string.frequency, type: 'sawtooth', at, length: BEAT * 3.8, volume: 0.06 });
}

function bodyPercussionSound(audioContext, beat, at) {
  const move = MOVES[beat % 4];
  if (move === 'Stamp') tone(audioContext, { frequency: 70, at, length: 0.25, volume: 0.5 });
  else noise(audioContext, { at, length: move === 'Click' ? 0.04 : 0.12, filter: move === 'Click' ? 3500 : 1500 });
}

render(0);

// The slide asks for autoplay=1 only when the teacher pressed its play button: start straight away.
if (params.get('autoplay') === '1') playButton.click();
