export default {
  routes: [
    { method: 'POST', path: '/member-account/invitation', handler: 'member-account.invitation' },
    // A list of addresses (docs/accounts.md, "Inviting a staff room"): what it would do, then doing it.
    { method: 'POST', path: '/member-account/invitations/preview', handler: 'member-account.previewList' },
    { method: 'POST', path: '/member-account/invitations', handler: 'member-account.inviteList' },
    { method: 'POST', path: '/member-account/resend-invitation', handler: 'member-account.resendInvitation' },
    { method: 'POST', path: '/member-account/remove-invitation', handler: 'member-account.removeInvitation' },
    { method: 'POST', path: '/member-account/remove-member', handler: 'member-account.removeMember' },
    { method: 'GET', path: '/member-account', handler: 'member-account.mine' },
    // An invitation link's token travels in the body, never in an address a log would keep.
    { method: 'POST', path: '/member-account/invitation-status', handler: 'member-account.invitationStatus' },
    { method: 'POST', path: '/member-account/accept-invitation', handler: 'member-account.acceptInvitation' },
  ],
};
