import { onFirstUse } from '../../shared/on-first-use.js';

/**
 * An object built on first use: `lazyInstance(() => new Thing())` returns at once a stand-in that
 * builds the thing the first time any of its properties is read, set, listed or checked, and from
 * then on answers as the thing itself (its prototype, so `instanceof` holds; its methods bound to it,
 * so `const { get } = stand-in` and calls through other objects keep their `this`).
 *
 * The table's entities and services are built this way (table-entity.ts, entity-service.ts): ElectroDB
 * parses a model in about half a millisecond, and a function's module imports the entities of all its
 * routes while one call touches a few of them.
 */
export const lazyInstance = <T extends object>(build: () => T): T => {
  const built = onFirstUse(build);
  const boundMethods = new WeakMap<(...args: unknown[]) => unknown, unknown>();
  const boundMethod = (method: (...args: unknown[]) => unknown) => {
    let bound = boundMethods.get(method);
    if (!bound) {
      bound = method.bind(built());
      boundMethods.set(method, bound);
    }
    return bound;
  };
  return new Proxy({} as T, {
    get: (_standIn, property) => {
      const value: unknown = Reflect.get(built(), property);
      return typeof value === 'function' ? boundMethod(value as (...args: unknown[]) => unknown) : value;
    },
    set: (_standIn, property, value) => Reflect.set(built(), property, value),
    has: (_standIn, property) => Reflect.has(built(), property),
    deleteProperty: (_standIn, property) => Reflect.deleteProperty(built(), property),
    defineProperty: (_standIn, property, descriptor) => Reflect.defineProperty(built(), property, descriptor),
    ownKeys: () => Reflect.ownKeys(built()),
    getOwnPropertyDescriptor: (_standIn, property) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(built(), property);
      // A proxy may only report a property as its own if it may be configured away (its target is empty).
      return descriptor && { ...descriptor, configurable: true };
    },
    getPrototypeOf: () => Reflect.getPrototypeOf(built()),
  });
};
