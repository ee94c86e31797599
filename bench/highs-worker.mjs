// Solves one LP-format model with HiGHS off the main thread, so the benchmark can run two
// solves at once on this two-core machine. Receives { id, lp, timeLimit }; answers with the
// status, the incumbent's objective, the proven lower bound (so an unfinished solve still
// bounds the gap) and the non-zero columns of the incumbent.
import { parentPort } from 'node:worker_threads';
import highsLoader from 'highs';

const highs = await highsLoader();
const STATUS = Object.fromEntries(
  Object.entries(highs.constants.modelStatus).map(([name, code]) => [code, name]),
);

parentPort.on('message', ({ id, lp, timeLimit }) => {
  const start = performance.now();
  const model = highs.createModel({ format: 'lp', data: lp });
  try {
    model.options.set({
      time_limit: timeLimit,
      mip_rel_gap: 1e-6,
      output_flag: false,
      random_seed: 0,
    });
    model.run();
    const status = STATUS[model.getModelStatus()] ?? 'unknown';
    const info = (name) => {
      try {
        return Number(model.info.get(name));
      } catch {
        return null;
      }
    };
    const hasSolution = info('primal_solution_status') === 2;
    const columns = {};
    if (hasSolution) {
      const values = model.getSolution().colValue;
      for (let j = 0; j < values.length; j++) {
        const v = Math.round(values[j]);
        if (v !== 0) columns[model.getColName(j)] = v;
      }
    }
    parentPort.postMessage({
      id,
      status,
      objective: hasSolution ? model.getObjectiveValue() : null,
      bound: info('mip_dual_bound'),
      columns,
      seconds: (performance.now() - start) / 1000,
    });
  } catch (error) {
    parentPort.postMessage({
      id,
      status: `error: ${error.message}`,
      objective: null,
      bound: null,
      columns: {},
      seconds: (performance.now() - start) / 1000,
    });
  } finally {
    model.dispose();
  }
});
