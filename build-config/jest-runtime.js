// Jest's module runtime, with each module's compiled code kept for the worker's next test files.
// Decision 0400: Jest 30 compiles every module again for each test file (`vm.compileFunction`, which V8 does not
// cache), and an API test file loads ~2,000 modules. A `vm.Script` is not bound to a context, so the worker keeps
// one per module source and runs it in each test file's context: every file still gets fresh module instances
// (Jest's registry is untouched), but V8 parses each source once and shares the functions' bytecode.
const path = require('path');
const vm = require('vm');

// The jest-runtime that Jest itself runs (jest -> @jest/core -> jest-runner -> jest-runtime), not a second copy.
const fromPackage = (name, dir) => path.dirname(require.resolve(`${name}/package.json`, { paths: [dir] }));
const jestRunnerDir = fromPackage('jest-runner', fromPackage('@jest/core', fromPackage('jest', __dirname)));
const JestRuntime = require(require.resolve('jest-runtime', { paths: [jestRunnerDir] })).default;

const RESULT_KEY = 'compiledModule';
/** Scripts by file name, each with the source and parameters it was compiled from (a changed one compiles anew). */
const scripts = new Map();
/** A script made without Jest's dynamic-import callback cannot `import()`: such sources go Jest's own way. */
const MAY_IMPORT = /\bimport\s*(\(|\/[*/])/;

function patchExecutor(executor) {
  const jestCompile = executor.compile;
  executor.compile = function compile(scriptSource, filename) {
    const vmContext = this.environment.getVmContext();
    // Projects may differ in the parameters Jest passes a module (a worker runs files of several projects).
    const parameters = this.injectedModuleParameters.join(',');
    const kept = scripts.get(filename);
    if (vmContext != null && kept !== undefined && kept.source === scriptSource && kept.parameters === parameters) {
      return kept.script.runInContext(vmContext)[RESULT_KEY];
    }
    if (vmContext == null || MAY_IMPORT.test(scriptSource) || this.resolution.isCoreModule(filename)) {
      return jestCompile.call(this, scriptSource, filename);
    }
    let script;
    try {
      // The wrapper has its own first line, so the module's lines and columns are reported as they are.
      script = new vm.Script(`({"${RESULT_KEY}":function(${parameters}){\n${scriptSource}\n}});`, { filename, lineOffset: -1 });
    } catch {
      // Jest's own compile reports the syntax error (or an ES module) as Jest does.
      return jestCompile.call(this, scriptSource, filename);
    }
    scripts.set(filename, { source: scriptSource, parameters, script });
    return script.runInContext(vmContext)[RESULT_KEY];
  };
}

class ScriptKeepingRuntime extends JestRuntime {
  constructor(...args) {
    super(...args);
    patchExecutor(this.executor);
  }
}

module.exports = ScriptKeepingRuntime;
module.exports.default = ScriptKeepingRuntime;
