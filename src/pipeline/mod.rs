//! The generator's stages, in the order `lib.rs` calls them: load → overlay → resolve → shape
//! check → lower → confine → overrides → output schemas → budget → validate → emit → write. Each
//! is a function of its inputs that imports only the model, the diagnostics and the utilities,
//! never another stage (`tools/module-graph.py` checks it).

pub mod budget;
pub(crate) mod confine;
pub mod emit;
pub mod load;
pub(crate) mod lower;
pub mod output;
pub(crate) mod overlay;
pub mod overrides;
pub mod resolve;
pub(crate) mod shape;
pub mod validate;
pub(crate) mod write;
