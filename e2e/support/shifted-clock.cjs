/**
 * Preloaded into an API that a spec starts itself (NODE_OPTIONS=--require), so the spec can move that
 * API's clock forward: Date.now is the real time plus the milliseconds written in the file named by
 * SB_E2E_CLOCK_FILE, read again every 100 ms. The server takes Date.now as its clock when it starts,
 * so a race whose off time the spec jumps past is run and settled by the book's own code.
 */
const fs = require('node:fs');

const file = process.env.SB_E2E_CLOCK_FILE;
if (file) {
  const realNow = Date.now.bind(Date);
  let offset = 0;
  const read = () => {
    try {
      offset = Number(fs.readFileSync(file, 'utf8')) || 0;
    } catch {
      offset = 0;
    }
  };
  read();
  setInterval(read, 100).unref();
  Date.now = () => realNow() + offset;
}
