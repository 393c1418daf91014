import './index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { startLongTaskReporting } from '@/lib/long-tasks';
import { reportError, startErrorReporting } from '@/lib/sentry';

startErrorReporting();
startLongTaskReporting();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container, {
  // Errors no boundary caught: reported, and still shown in the console as React would.
  onUncaughtError: (error) => {
    reportError(error);
    console.error(error);
  },
}).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
