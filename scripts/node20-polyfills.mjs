// Vitest 5 reports failures with Map.groupBy, which Node 20 lacks (Node 21+ has it): without
// this, a failing test crashes the reporter and hides which test failed and why.
if (typeof Map.groupBy !== "function") {
  Object.defineProperty(Map, "groupBy", {
    configurable: true,
    writable: true,
    value(items, keyOf) {
      const groups = new Map();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}
if (typeof Object.groupBy !== "function") {
  Object.defineProperty(Object, "groupBy", {
    configurable: true,
    writable: true,
    value(items, keyOf) {
      const groups = Object.create(null);
      for (const [key, group] of Map.groupBy(items, keyOf)) groups[key] = group;
      return groups;
    },
  });
}
