/** Labels of schools' accounts as editors see them (apps/cms/docs/school-invoices.md, "Editors"). */
import type { FieldLabels } from './types';

export const schoolAccount: FieldLabels = {
  name: { label: 'School name', description: 'As teachers see it in their invitation email and on the school page.' },
  owner: { label: 'Owner', description: 'The teacher who manages the school account: they invite and remove its teachers.' },
  seats: {
    label: 'Number of places',
    description:
      'How many teachers the school’s subscription covers (its latest invoice’s places). Members and pending invitations each take one; the owner does not.',
  },
  memberships: { label: 'Members and invitations', description: 'The teachers who have joined, and the invitations still waiting.' },
  active_until: {
    label: 'Access until',
    description: 'The school’s teachers have access until then. Set by its invoices, or by a School account change (with a note): never edit it here.',
  },
  invoice_status: { label: 'Invoice status', description: 'Its latest invoice: due, overdue, paid or void (none: never invoiced).' },
  invoices: { label: 'Invoices', description: 'The invoices sent to the school through Stripe.' },
  changes: { label: 'Changes by hand', description: 'Extensions and ends made by editors, with their notes: who, when and why.' },
};

export const schoolMembership: FieldLabels = {
  member_account: { label: 'School account', description: 'The school account this teacher belongs to, or is invited to.' },
  email: { label: 'Email', description: 'The invited address; once joined, the email of the account that joined.' },
  user: { label: 'Teacher', description: 'The account that joined through the invitation link (none while the invitation waits).' },
  status: { label: 'Status', description: 'Invited: waiting for the teacher to use their link. Active: a member.' },
  invited_at: { label: 'Invitation sent', description: 'When the latest invitation email went; its link works for 14 days from then.' },
  joined_at: { label: 'Joined', description: 'When the teacher joined through their link.' },
  email_state: { label: 'Invitation email', description: 'Queued while the email waits to be sent (the mail relay may be down); sent once it has gone.' },
};

export const schoolInvoice: FieldLabels = {
  member_account: { label: 'School', description: 'The school account the invoice is for.' },
  number: { label: 'Invoice number', description: 'Stripe’s number for the invoice.' },
  status: { label: 'Status', description: 'Stripe’s: open (sent, not paid), paid, void or uncollectible. Change it in Stripe’s dashboard.' },
  places: { label: 'Places', description: 'The number of places the school asked for.' },
  band: { label: 'Price band', description: 'The band of the Prices that fits the places.' },
  subtotal_pence: { label: 'Before VAT (pence)', description: 'The amount before VAT, in pence.' },
  vat_pence: { label: 'VAT (pence)', description: 'The VAT, in pence.' },
  total_pence: { label: 'Total (pence)', description: 'The amount to pay, VAT included, in pence.' },
  currency: { label: 'Currency', description: 'The invoice’s currency.' },
  issued_at: { label: 'Sent', description: 'When Stripe finalised and sent the invoice.' },
  due_at: { label: 'Due', description: 'The date payment is due (30 days after sending).' },
  paid_at: { label: 'Paid', description: 'When it was paid.' },
  voided_at: { label: 'Voided', description: 'When it was voided or marked uncollectible.' },
  overdue_at: { label: 'Overdue since', description: 'When Stripe said the due date had passed unpaid.' },
  period_start: { label: 'Year from', description: 'The start of the year the invoice covers.' },
  period_end: { label: 'Year to', description: 'The end of the year the invoice covers.' },
  purchase_order: { label: 'Purchase order', description: 'The school’s purchase order number, on the invoice.' },
  billing_name: { label: 'Billing contact', description: 'Who pays the invoice.' },
  billing_email: { label: 'Billing email', description: 'Where Stripe sent the invoice.' },
  billing_address: { label: 'Billing address', description: 'The school’s address lines, town and county.' },
  billing_postcode: { label: 'Postcode', description: 'The school’s postcode.' },
  requested_by: { label: 'Asked for by', description: 'The teacher who asked for the invoice.' },
};

export const schoolAccountChange: FieldLabels = {
  member_account: { label: 'School', description: 'The school account to extend or end.' },
  action: { label: 'Change', description: 'Extend: access lasts until the date below. End: access ends now.' },
  until: { label: 'Access until', description: 'For an extension: the date the school keeps access until (in the future). Left empty to end.' },
  note: { label: 'Note', description: 'Why (who asked, what was agreed). Required: it is kept with the change, which cannot be edited or deleted.' },
  previous_until: { label: 'Access until before', description: 'Filled in by the server: the school’s access end the change replaced.' },
  made_by: { label: 'Made by', description: 'Filled in by the server: the editor who made the change.' },
  made_at: { label: 'Made at', description: 'Filled in by the server: when the change was made.' },
};
