// The yardstick of the shell's budget: React, React DOM and the router, and nothing else.
import { createRoot } from 'react-dom/client';
import { createElement } from 'react';
import { BrowserRouter } from 'react-router-dom';

const root = document.getElementById('root');
if (root) createRoot(root).render(createElement(BrowserRouter));
