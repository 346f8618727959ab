const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The shell starts in tasks: the page's date and money formats begin loading in a worker, then,
 * after the shared modules' negotiation, come its services, then its first render. Each step
 * evaluates its own modules when it runs (eager imports: same chunk, no request), so a phone gets a
 * moment between them to paint and answer a tap, instead of one task of 200 ms or more at 4× CPU.
 */
export async function start(): Promise<void> {
  const { warmUpPageFormats } = await import(/* webpackMode: "eager" */ './startup/warm-up-formats');
  warmUpPageFormats();
  await nextTask();
  const { startServices } = await import(/* webpackMode: "eager" */ './startup/start-services');
  startServices();
  await nextTask();
  const { renderShell } = await import(/* webpackMode: "eager" */ './startup/render-shell');
  renderShell();
}
