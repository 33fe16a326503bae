import { Outlet } from 'react-router';

/** Pages without a session: no header, no side menu; each page draws its own frame. */
export function PublicLayout() {
  return (
    <div className="public-layout">
      <Outlet />
    </div>
  );
}
