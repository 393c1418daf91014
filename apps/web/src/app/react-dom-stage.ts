// React DOM and React are CommonJS: the bundler wraps them, and their code runs when a module
// first imports them, not when their chunk loads. This module imports them for its side effect
// and is bundled into their chunk (vite.config.ts's 'react-dom' group), so a server-rendered
// page's loader runs them in a task of their own, before the entry (decision 046).
import 'react';
import 'react-dom/client';
