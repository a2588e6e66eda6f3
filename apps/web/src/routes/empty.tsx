// A route that only gives its parent's page parameters (lesson mode's slide); it renders nothing of its own.
export default function Empty() {
  return null;
}
