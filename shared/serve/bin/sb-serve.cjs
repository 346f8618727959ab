#!/usr/bin/env node
require('tsx/cjs');
require('../src/cli.ts');
