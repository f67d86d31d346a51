/** The process's pino logger, shared by Fastify's request logs and the services. */
export const ROOT_LOGGER = Symbol('ROOT_LOGGER');
