import { Outlet } from 'react-router';
import { PageError } from '../app/StatusViews';

export default function Page() {
  return <Outlet />;
}
export const ErrorBoundary = PageError;
