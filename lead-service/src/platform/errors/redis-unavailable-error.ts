import { StartupError } from './startup-error.ts';

/** Neither a Redis at 127.0.0.1:6379 nor a redis-server on PATH: `npm start` cannot run the queue. */
export class RedisUnavailableError extends StartupError {
  override readonly name = 'RedisUnavailableError';
}
