import { buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { createDatabase } from "./db/client.ts";
import { createLogger } from "./lib/logger.ts";

// Long enough for a print job in flight to finish; shorter than the usual 30 s an orchestrator waits.
const shutdownTimeoutMs = 25_000;

const readConfig = (): Config => {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      for (const line of error.lines) console.error(line);
      process.exit(1);
    }
    throw error;
  }
};

const config = readConfig();
const logger = createLogger({
  level: config.logLevel,
  // A person reading a terminal (npm start, npm run dev) gets readable lines, including console-printed mails;
  // anything collecting the output (systemd, containers, CI) gets JSON.
  pretty: process.stdout.isTTY === true,
});

const start = async () => {
  const database = await createDatabase(config.database);
  await database.migrate();
  const app = await buildApp({ config, database, logger });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, "Second signal: exiting without waiting");
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, "Shutting down: finishing requests in flight");
    setTimeout(() => {
      logger.error(`Shutdown took longer than ${shutdownTimeoutMs} ms: exiting`);
      process.exit(1);
    }, shutdownTimeoutMs).unref();
    try {
      await app.close();
      await database.close();
      logger.info("Stopped");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "Shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", (signal) => void stop(signal));
  process.on("SIGINT", (signal) => void stop(signal));

  await app.listen({ port: config.port, host: config.host });
  // A plain line whatever LOG_LEVEL says: scripts and people wait for it.
  process.stdout.write(`Vitae is ready on ${config.publicUrl}\n`);
};

start().catch((error: unknown) => {
  logger.fatal({ err: error }, "Vitae could not start");
  process.exit(1);
});
