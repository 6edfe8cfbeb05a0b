export default { clientHooks: true };
