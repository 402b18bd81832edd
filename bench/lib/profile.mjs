// Reads a Chromium trace and a CPU profile into what a person looks at first: the main
// thread's time by kind (script, style, layout, paint) and the functions with the most self
// time, each with its callers (a native call such as focus or a layout read shows who made it).
/** Main-thread time by trace event, and JS self time by function, over one traced tap. */
export function summarizeProfile(traceEvents, cpuProfile, { from = 'click' } = {}) {
  const main = traceEvents.find(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  // From the tap's click, or (`from: null`) the whole trace.
  const click = from
    ? traceEvents.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === from)
    : null;
  const kinds = new Map();
  for (const event of traceEvents) {
    if (event.ph !== 'X' || !main || event.pid !== main.pid || event.tid !== main.tid) continue;
    if (click && event.ts < click.ts) continue;
    kinds.set(event.name, (kinds.get(event.name) ?? 0) + event.dur / 1000);
  }
  const byKind = [...kinds]
    .filter(([name]) =>
      /^(EventDispatch|FunctionCall|RunMicrotasks|TimerFire|FireAnimationFrame|UpdateLayoutTree|Layout|PrePaint|Paint|Layerize|Commit|ParseHTML|EvaluateScript|v8\.compile|MajorGC|MinorGC|HitTest|IntersectionObserverController::computeIntersections)/.test(
        name,
      ),
    )
    .sort((a, b) => b[1] - a[1])
    .map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`);
  const self = new Map();
  const nodes = new Map(cpuProfile.nodes.map((node) => [node.id, node]));
  const parents = new Map();
  for (const node of cpuProfile.nodes) {
    for (const child of node.children ?? []) parents.set(child, node.id);
  }
  const frameName = (node) => {
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    // The column too: minified chunks are one long line.
    return `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber + 1}:${columnNumber + 1}`;
  };
  cpuProfile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const ms = (cpuProfile.timeDeltas[index] ?? 0) / 1000;
    // The function and its two callers, so a native call (focus, layout reads) shows who made it.
    const callers = [];
    for (let at = parents.get(id); at !== undefined && callers.length < 4; at = parents.get(at)) {
      callers.push(frameName(nodes.get(at)));
    }
    const key = `${frameName(node)} < ${callers.join(' < ')}`;
    self.set(key, (self.get(key) ?? 0) + ms);
  });
  const top = [...self]
    .filter(([key]) => !key.startsWith('(idle)') && !key.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 15)
    .map(([key, ms]) => `${ms.toFixed(1)} ms ${key}`);
  return { byKind, top };
}
