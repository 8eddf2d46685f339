import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';

const root = document.getElementById('root');
if (!root) throw new Error('The admin console needs a #root element in index.html.');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
