/**
 * Where a new teacher goes once their account is made, however it was made: the registration form,
 * or a first sign-in with Google or Microsoft (features/sign-in). One function, so both go to the
 * same place: the welcome screen (features/account, /welcome). From a price's Subscribe (?plan=teacher)
 * they come back to it.
 */
export function pathAfterRegistration({ wantsToPay = false }: { wantsToPay?: boolean } = {}): string {
  return wantsToPay ? '/subscribe?plan=teacher' : '/welcome';
}
