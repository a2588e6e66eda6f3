// Stripe's request bodies are form-encoded with bracket keys (`line_items[0][price]=price_1`,
// `metadata[user_id]=7`, `expand[]=subscription`): this reads them into nested objects and lists, as
// Stripe's servers do. Numeric keys and `[]` make lists; everything else is a string.

/** Reads `a[b][0][c]=v` pairs into `{ a: { b: [{ c: 'v' }] } }`. */
export function parseStripeForm(text) {
  const root = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = [];
    const head = /^[^[]+/.exec(key);
    if (!head) continue;
    parts.push(head[0]);
    for (const match of key.slice(head[0].length).matchAll(/\[([^\]]*)\]/g)) parts.push(match[1]);
    let node = root;
    for (let i = 0; i < parts.length; i++) {
      const part = parts[i];
      const last = i === parts.length - 1;
      const nextIsIndex = !last && (parts[i + 1] === '' || /^\d+$/.test(parts[i + 1]));
      const slot = part === '' && Array.isArray(node) ? node.length : part;
      if (last) {
        node[slot] = value;
      } else {
        node[slot] ??= nextIsIndex ? [] : {};
        node = node[slot];
      }
    }
  }
  return compactLists(root);
}

/** Lists written with indexes may have holes (`a[1]` without `a[0]`): Stripe reads them in order. */
function compactLists(node) {
  if (Array.isArray(node)) return node.filter((item) => item !== undefined).map(compactLists);
  if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, compactLists(v)]));
  return node;
}

/** Stripe's booleans arrive as the strings 'true' and 'false'. */
export const isTrue = (value) => value === true || value === 'true';
