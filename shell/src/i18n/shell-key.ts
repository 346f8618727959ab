import type { ParseKeys } from 'i18next';

/** A key of the shell's strings (src/locales/en/shell.json): what a label held in data must be. */
export type ShellKey = ParseKeys<'shell'>;
