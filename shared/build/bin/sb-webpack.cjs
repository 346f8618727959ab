#!/usr/bin/env node
// The factory and every app's webpack.config.ts are TypeScript: tsx compiles them on require.
require('tsx/cjs');
require('../src/cli.ts');
