/* global module */
// node-polyglot asks for the `object.entries` polyfill, which brings a dozen shims with it; every
// browser the app supports has Object.entries.
module.exports = Object.entries;
