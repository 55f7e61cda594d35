import type { Command } from "commander";
import { intOption } from "../util.ts";
import { serve } from "./serve.ts";

/** rlve dashboard: the service with its web dashboard, optionally showing eval results files. */
export function register(program: Command): void {
  program
    .command("dashboard")
    .description(
      "serve the web dashboard (runs, environment browser, eval results) with the rlve service; same as serve",
    )
    .option("--eval <files...>", "eval results (.jsonl) or frontier.json files to show")
    .option(
      "--host <host>",
      "interface to listen on (beyond loopback a bearer token is required)",
      "127.0.0.1",
    )
    .option("--port <port>", "port (0: any free port)", intOption("--port"), 8787)
    .option("--data-dir <dir>", "directory of the stores (default: RLVE_DATA_DIR, else .rlve)")
    .option("--token-env <VAR>", "environment variable holding the bearer token", "RLVE_TOKEN")
    .option("--allowed-hosts <names>", "host names served besides localhost and IP addresses (see serve)")
    .action(
      async (opts: {
        eval?: string[];
        host: string;
        port: number;
        dataDir?: string;
        tokenEnv: string;
        allowedHosts?: string;
      }) => {
        await serve({
          ...opts,
          taskTimeout: 10_000,
          bodyLimit: 32 * 1024 * 1024,
          bodyTimeout: 30_000,
          maxResponseChars: 262_144,
          unscorableReward: 0,
          cacheSize: 4096,
          workerMemory: 2048,
          maxResponseBytes: 64 * 1024 * 1024,
          shutdownGrace: 10_000,
          logLevel: "warn",
          dashboard: true,
        });
      },
    );
}
