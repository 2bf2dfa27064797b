//! A counter file's `Agent_Id` under each of rocprofv3's `--agent-index`
//! choices (rocprofiler-sdk's "Using rocprofv3", "Agent index": `absolute`
//! names `Agent <node_id>`, `relative` `Agent <logical_node_id>`,
//! `type-relative` `GPU <n>`), matched to the rows of the `agent_info.csv`
//! beside it.

use rig_counter_rocprofv3::agent_info::{AgentIndex, AgentRow, processors};
use std::path::PathBuf;

/// A new empty folder of its own (tests run in parallel).
fn folder(what: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("rig-counter-agent-index-{what}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A machine whose KFD nodes 1 and 3 the process may not see (cgroups):
/// node 0 a CPU, node 2 an MI300X, node 4 a Radeon AI PRO R9700, as
/// `agent_info.csv` lists them (`Node_Id`, `Logical_Node_Id`, `Agent_Type`,
/// `Name`).
const MASKED: &str = "0,0,CPU,AMD EPYC 9654\n2,1,GPU,gfx942\n4,2,GPU,gfx1201\n";

/// The passes of a counter file of one SQ_WAVES row per agent in `agents`
/// (dispatch 1, 2, ...), beside an `agent_info.csv` of `machine`.
fn read(what: &str, machine: &str, agents: &[&str]) -> Result<rig_counter_rocprofv3::Pass, String> {
    let dir = folder(what);
    let mut text = "Dispatch_Id,Agent_Id,Kernel_Name,Counter_Name,Counter_Value\n".to_owned();
    for (i, a) in agents.iter().enumerate() {
        text += &format!("{},{a},k,SQ_WAVES,16\n", i + 1);
    }
    std::fs::write(dir.join("7_counter_collection.csv"), text).unwrap();
    std::fs::write(dir.join("7_agent_info.csv"), format!("Node_Id,Logical_Node_Id,Agent_Type,Name\n{machine}"))
        .unwrap();
    let passes = rig_counter_rocprofv3::read(&dir.join("7_counter_collection.csv"));
    let _ = std::fs::remove_dir_all(&dir);
    passes.map(|mut p| p.remove(0)).map_err(|e| e.message)
}

/// Each agent the pass names and its processor.
fn agents(pass: &rig_counter_rocprofv3::Pass) -> Vec<(&str, &str)> {
    pass.agents.iter().map(|(a, p)| (a.as_str(), p.as_str())).collect()
}

#[test]
fn absolute_names_the_agent_by_its_node() {
    // The input: `Agent 2` where Node_Id 2 is the GPU (its
    // Logical_Node_Id is 1).
    let pass = read("issue", "0,0,CPU,AMD EPYC 9654\n2,1,GPU,gfx942\n", &["Agent 2"]).unwrap();
    assert_eq!(agents(&pass), [("Agent 2", "gfx942")]);
    assert_eq!(pass.dispatches[0].agent, "Agent 2");
    let pass = read("absolute", MASKED, &["Agent 2", "Agent 4"]).unwrap();
    assert_eq!(agents(&pass), [("Agent 2", "gfx942"), ("Agent 4", "gfx1201")]);
}

#[test]
fn relative_names_the_agent_by_its_logical_node() {
    let pass = read("relative", MASKED, &["Agent 1", "Agent 2"]).unwrap();
    assert_eq!(agents(&pass), [("Agent 1", "gfx942"), ("Agent 2", "gfx1201")]);
    assert_eq!(pass.dispatches.iter().map(|d| d.agent.as_str()).collect::<Vec<_>>(), ["Agent 1", "Agent 2"]);
}

#[test]
fn type_relative_names_the_nth_gpu() {
    let pass = read("type-relative", MASKED, &["GPU 1", "GPU 0"]).unwrap();
    assert_eq!(agents(&pass), [("GPU 0", "gfx942"), ("GPU 1", "gfx1201")]);
    // A CPU is no GPU, whichever its index.
    assert_eq!(
        read("cpu", MASKED, &["CPU 0"]).unwrap_err(),
        "Agent_Id \"CPU 0\" is none of the GPUs its agent_info.csv lists (GPU 0: Node_Id 2, Logical_Node_Id 1, \
         gfx942; GPU 1: Node_Id 4, Logical_Node_Id 2, gfx1201)"
    );
}

#[test]
fn an_agent_both_indices_name_is_read_when_they_agree_and_refused_when_not() {
    // `Agent 2` is node 2 (gfx942) or logical node 2 (node 4, gfx1201), and
    // no other Agent_Id of the file tells which.
    assert_eq!(
        read("ambiguous", MASKED, &["Agent 2"]).unwrap_err(),
        "Agent_Id \"Agent 2\" is Node_Id 2 (gfx942) if rocprofv3 ran with --agent-index absolute, Logical_Node_Id 2 \
         (gfx1201) if with relative (its default), and nothing in the files tells which: run rocprofv3 with \
         --agent-index type-relative, whose \"GPU N\" is one GPU"
    );
    // Two GPUs of one processor: either reading gives it.
    let pass = read("same", "0,0,CPU,AMD EPYC 9654\n2,1,GPU,gfx942\n4,2,GPU,gfx942\n", &["Agent 2"]).unwrap();
    assert_eq!(agents(&pass), [("Agent 2", "gfx942")]);
    // Unmasked, the two indices are one.
    let pass = read("unmasked", "0,0,CPU,AMD EPYC 9654\n1,1,GPU,gfx942\n2,2,GPU,gfx1201\n", &["Agent 2"]).unwrap();
    assert_eq!(agents(&pass), [("Agent 2", "gfx1201")]);
}

#[test]
fn agents_no_index_names_are_refused_listing_the_gpus() {
    let gpus = "(GPU 0: Node_Id 2, Logical_Node_Id 1, gfx942; GPU 1: Node_Id 4, Logical_Node_Id 2, gfx1201)";
    assert_eq!(
        read("none", MASKED, &["Agent 9"]).unwrap_err(),
        format!("Agent_Id \"Agent 9\" is none of the GPUs its agent_info.csv lists {gpus}")
    );
    // The CPU, under both indices.
    assert_eq!(
        read("zero", MASKED, &["Agent 0"]).unwrap_err(),
        format!("Agent_Id \"Agent 0\" is none of the GPUs its agent_info.csv lists {gpus}")
    );
    // Agent 4 is a GPU only by Node_Id, Agent 1 only by Logical_Node_Id.
    assert_eq!(
        read("mixed", MASKED, &["Agent 4", "Agent 1"]).unwrap_err(),
        "its Agent_Ids name GPUs its agent_info.csv lists only by Node_Id (\"Agent 4\": rocprofv3's --agent-index \
         absolute) or only by Logical_Node_Id (\"Agent 1\": relative), and one run names its agents one way"
    );
    // An older file's bare number, where the GPUs differ.
    assert_eq!(
        read("bare", MASKED, &["1"]).unwrap_err(),
        format!(
            "Agent_Id 1 is a bare number, which says not which GPU it is, and its agent_info.csv lists GPUs of \
             different processors {gpus}"
        )
    );
    let pass = read("bare-one", "0,0,CPU,AMD EPYC 9654\n1,1,GPU,gfx942\n", &["1"]).unwrap();
    assert_eq!(agents(&pass), [("1", "gfx942")]);
}

#[test]
fn each_index_finds_its_row() {
    let row = |node: u64, logical: u64, kind: &str, name: &str| AgentRow {
        node,
        logical,
        kind: kind.to_owned(),
        name: name.to_owned(),
        geometry: None,
    };
    // Rows out of node order: type-relative counts in order of node.
    let rows = [row(4, 2, "GPU", "gfx1201"), row(0, 0, "CPU", "cpu"), row(2, 1, "GPU", "gfx942")];
    let found = |index: AgentIndex, agent: &str| index.row(&rows, agent).map(|r| r.node);
    assert_eq!(found(AgentIndex::Absolute, "Agent 4"), Some(4));
    assert_eq!(found(AgentIndex::Absolute, "Agent 1"), None);
    assert_eq!(found(AgentIndex::Relative, "Agent 1"), Some(2));
    assert_eq!(found(AgentIndex::Relative, "GPU 1"), None);
    assert_eq!(found(AgentIndex::TypeRelative, "GPU 0"), Some(2));
    assert_eq!(found(AgentIndex::TypeRelative, "GPU 1"), Some(4));
    assert_eq!(found(AgentIndex::TypeRelative, "CPU 0"), Some(0));
    assert_eq!(found(AgentIndex::TypeRelative, "Agent 0"), None);
    assert_eq!(found(AgentIndex::TypeRelative, "GPU 2"), None);
    assert_eq!(AgentIndex::ALL.map(AgentIndex::option), ["absolute", "relative", "type-relative"]);
    assert_eq!(
        processors(&rows, &["GPU 1", "GPU 0"]),
        Ok(vec![("GPU 1".to_owned(), "gfx1201".to_owned()), ("GPU 0".to_owned(), "gfx942".to_owned())])
    );
}
