/**
 * The invitation email (docs/product.md, "School member accounts"): the school's name (an editor
 * typed it, so it is escaped in the HTML part) and the one-time link. Nothing the owner typed besides
 * the address goes into it.
 */
import { INVITATION_LIFETIME_DAYS, invitationLink } from '../../accounts/invitation-links';

export function invitationEmail(to: string, school: string, token: string) {
  const link = invitationLink(token);
  const intro = `${school} has invited you to use Orchestra Classroom through its school subscription.`;
  const how = `Open the link to create your account, or to log in to the one you have: you join ${school} straight away. The link works once, for ${INVITATION_LIFETIME_DAYS} days. Please do not share it: whoever uses it takes your place.`;
  return {
    to,
    subject: `You are invited to join ${school} on Orchestra Classroom`,
    text: `${intro}\n\nJoin ${school}: ${link}\n\n${how}`,
    html: `<p>${escapeHtml(intro)}</p><p><a href="${link}">Join ${escapeHtml(school)}</a></p><p>${escapeHtml(how)}</p>`,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
