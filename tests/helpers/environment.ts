import os from "node:os";

/**
 * What every process the tests, benches and scripts start keeps from this one's environment
 * (docs/decisions/132): where programs are, the home and temporary directories, and how this
 * machine reaches the network: a TLS proxy's own certificate authority (`NODE_EXTRA_CA_CERTS`,
 * `SSL_CERT_FILE`), npm's configuration (`npm_config_*`: its cache, registry, `cafile`) and the
 * proxies (`https_proxy`…). Nothing else: the test run's own variables (`DATABASE_URL`,
 * `NODE_ENV=test`, `VITEST`…) stay out of the servers it starts, which get theirs explicitly.
 */
const KEPT =
  /^(PATH|HOME|TMPDIR|NODE_EXTRA_CA_CERTS|SSL_CERT_FILE|SSL_CERT_DIR|(HTTPS?|ALL|NO)_PROXY|NPM_CONFIG_\w+)$/i;

export function machineEnv(source: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) {
    if (value !== undefined && KEPT.test(key)) env[key] = value;
  }
  env.PATH ??= "";
  env.HOME ??= os.homedir();
  return env;
}
