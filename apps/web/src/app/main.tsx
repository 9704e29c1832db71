import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import '@/i18n';
import { applyStoredLocale } from '@/i18n';
import './styles.css';
import { router } from './router';

applyStoredLocale();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
