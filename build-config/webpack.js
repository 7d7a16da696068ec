// createAppConfig: the webpack + Module Federation configuration of every app.
// Each app's webpack.config.js states only its name, exposes and port.
const path = require('path');
const fs = require('fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedModules } = require('./shared');

/** Writes build-info.json (mode, time) so scripts/build.mjs can tell a production build from a watch build. */
class BuildInfoPlugin {
  constructor(mode) {
    this.mode = mode;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const info = JSON.stringify({ mode: this.mode, builtAt: new Date().toISOString() });
        compilation.emitAsset('build-info.json', new compiler.webpack.sources.RawSource(info));
      });
    });
  }
}

/** Copies the host's public/ files (remotes.json, robots.txt) beside index.html. */
class CopyPublicFilesPlugin {
  constructor(dir) {
    this.dir = dir;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('CopyPublicFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'CopyPublicFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        if (!fs.existsSync(this.dir)) return;
        for (const file of fs.readdirSync(this.dir)) {
          if (file === 'index.html' || file === 'favicon.svg') continue;
          const content = fs.readFileSync(path.join(this.dir, file));
          compilation.emitAsset(file, new compiler.webpack.sources.RawSource(content));
        }
      });
    });
  }
}

/**
 * Production builds ship each script also as .br (quality 11) and .gz (level 9) beside it, so the
 * server sends the smallest encoding without compressing on every request (@fastify/static
 * `preCompressed`). On-the-fly compression stays for anything without such a file.
 */
class PrecompressPlugin {
  apply(compiler) {
    const zlib = require('zlib');
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PrecompressPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        const { RawSource } = compiler.webpack.sources;
        for (const [name, source] of Object.entries(assets)) {
          if (!/\.(js|html|json|svg)$/.test(name)) continue;
          const buffer = source.buffer();
          if (buffer.length < 1024) continue;
          const br = zlib.brotliCompressSync(buffer, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
          });
          compilation.emitAsset(`${name}.br`, new RawSource(br));
          compilation.emitAsset(`${name}.gz`, new RawSource(zlib.gzipSync(buffer, { level: 9 })));
        }
      });
    });
  }
}

/**
 * @param {object} opts
 * @param {string} opts.dir        the app's folder (__dirname)
 * @param {string} opts.name       federation name, identifier-safe (mfe_admin)
 * @param {Record<string,string>} [opts.exposes]  remote modules
 * @param {boolean} [opts.host]    the shell: emits index.html, no exposes
 * @param {object} [opts.runtimePlugins]
 */
function createAppConfig(opts) {
  const { dir, name, exposes = {}, host = false, runtimePlugins = [] } = opts;
  return (_env = {}, argv = {}) => {
    const mode = argv.mode || process.env.NODE_ENV || 'production';
    const production = mode === 'production';
    const pkgDir = (p) => path.dirname(require.resolve(`${p}/package.json`, { paths: [dir] }));
    return {
      mode,
      context: dir,
      entry: host ? { main: './src/index.ts' } : {},
      // Production maps are written for debugging a release but never referenced from the bundles, and the
      // server does not serve them in production (api/src/plugins/site.ts): the source stays private.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Remotes load their chunks from wherever they are deployed.
        publicPath: host ? '/' : 'auto',
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
        // Rewrite every file so its time tells when the app was last built (scripts/build.mjs).
        compareBeforeEmit: false,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.jsx', '.json'],
        // Under pnpm, pin React to one path so workspace packages never pull a second copy.
        alias: {
          react: pkgDir('react'),
          'react-dom': pkgDir('react-dom'),
        },
      },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            // The design card's compiler: ts-loader, transpiling only; `tsc --noEmit` per package (pnpm typecheck,
            // pnpm test) is the type check, so the build does not pay for it twice (docs/decisions/0001-ts-loader-build.md).
            use: {
              loader: require.resolve('ts-loader'),
              options: {
                transpileOnly: true,
                onlyCompileBundledFiles: true,
                compilerOptions: {
                  target: 'es2020',
                  module: 'esnext',
                  noEmit: false,
                  sourceMap: true,
                  jsx: production ? 'react-jsx' : 'react-jsxdev',
                },
              },
            },
          },
          // A name missing from a module (e.g. the shared router surface) is a build error, not undefined at run time.
          { test: /\.[cm]?[jt]sx?$/, exclude: /node_modules/, parser: { exportsPresence: 'error' } },
          { test: /\.(png|svg|jpe?g|gif|woff2?)$/, type: 'asset' },
          { test: /\.css$/, type: 'asset/source' },
        ],
      },
      plugins: [
        new BuildInfoPlugin(mode),
        ...(production ? [new PrecompressPlugin()] : []),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          // Remote locations are data (remotes.json), never build constants.
          remotes: {},
          shared: sharedModules({ host }),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          runtimePlugins,
          experiments: {
            // One federation runtime per page: the shell provides it, every remote entry uses it
            // instead of carrying its own copy (about 28 KiB on the wire each).
            ...(host ? { provideExternalRuntime: true } : { externalRuntime: true }),
            // Browser-only builds: the runtime's Node branches are left out.
            optimization: { target: 'web' },
          },
        }),
        ...(host
          ? [
              new HtmlWebpackPlugin({
                template: path.join(dir, 'public', 'index.html'),
                favicon: fs.existsSync(path.join(dir, 'public', 'favicon.svg')) ? path.join(dir, 'public', 'favicon.svg') : undefined,
              }),
              new CopyPublicFilesPlugin(path.join(dir, 'public')),
            ]
          : []),
      ],
      experiments: { asyncStartup: true },
      // Reproducible: ids and chunk names from paths relative to the app, so the same commit gives the same
      // file names in any checkout (scripts/check-reproducible.mjs checks it).
      optimization: {
        moduleIds: 'deterministic',
        chunkIds: 'deterministic',
        // webpack's own minimizer plugin with SWC's minifier in place of Terser: half the build's CPU time (175 -> 87
        // CPU-seconds for the six apps) and scripts as small (docs/decisions/0410-ci-under-15-minutes-cpu.md).
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify, minimizerOptions: { compress: { passes: 2 }, mangle: true } })],
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'error' },
    };
  };
}

module.exports = { createAppConfig };
