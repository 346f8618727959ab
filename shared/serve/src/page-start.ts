import { createHash } from 'node:crypto';

/** The page's <template> that holds its script tags and script preloads until its first frame. */
export const HELD_SCRIPTS_ID = 'sb-held-scripts';

/** That template in a built page, its contents as the first group (the page's minifier may drop the id's quotes). */
export const HELD_SCRIPTS_PATTERN = `<template id="?${HELD_SCRIPTS_ID}"?>([^]*?)</template>`;

/**
 * Starts what the held template names once the parsed page has painted its first frame (or at once
 * in a hidden tab, which paints none): the server's frame holds the largest paint of the first
 * pages, and a script that finishes first competes with it for the network and the main thread.
 * Each element is made afresh, since a template's own elements never load.
 */
export const PAGE_STARTER =
  '(()=>{let started=false;const start=()=>{if(started)return;started=true;' +
  `const held=document.getElementById('${HELD_SCRIPTS_ID}');` +
  'for(const tag of held?[...held.content.children]:[]){const element=document.createElement(tag.localName);' +
  'for(const {name,value} of tag.attributes)element.setAttribute(name,value);' +
  // In the order written, as their deferred tags would run.
  "if(element.localName==='script')element.async=false;document.head.append(element)}};" +
  "document.addEventListener('DOMContentLoaded',()=>{if(document.hidden)return start();" +
  'requestAnimationFrame(()=>setTimeout(start));setTimeout(start,1000)})})()';

/** The starter's CSP source: the page's only inline script, allowed by its hash and nothing broader. */
export const PAGE_STARTER_SOURCE = `'sha256-${createHash('sha256').update(PAGE_STARTER).digest('base64')}'`;
