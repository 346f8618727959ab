import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { BRAND_SCRIPT_ID } from '@sportsbook/contracts';
import defaultBrand from './shell/brands/eu.json';

// jsdom lacks these; react-router needs them at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Every page the shell runs in has its brand written in by the shell's server (shell/brands, the default brand here).

const brandScript = document.createElement('script');
brandScript.id = BRAND_SCRIPT_ID;
brandScript.type = 'application/json';
brandScript.textContent = JSON.stringify(defaultBrand);
document.head.append(brandScript);
