// First: zod's settings apply to the schemas built after them.
import '@/lib/zod-config';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import './styles.css';
import { createAppRouter } from './router';

const root = createRoot(document.getElementById('root')!);
// A transition, as React Router makes every navigation: React renders the first screen in slices
// and leaves the browser free between them, instead of in one piece.
startTransition(() =>
  root.render(
    <StrictMode>
      <RouterProvider router={createAppRouter()} />
    </StrictMode>,
  ),
);
