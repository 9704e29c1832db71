import { Outlet } from 'react-router-dom';

export function PlainLayout() {
  return (
    <main className="app-column flex flex-col">
      <Outlet />
    </main>
  );
}
