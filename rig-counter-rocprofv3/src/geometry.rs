//! An agent's XCCs and compute units as rocprofv3's outputs give them: the
//! agent's `num_xcc` ("Number of XCC") and `cu_count` ("Number of compute
//! units") of rocprofiler-sdk's `rocprofiler_agent_v0_t`
//! (`include/rocprofiler-sdk/agent.h`), which rocprofv3 writes as
//! `agent_info.csv`'s `Num_Xcc` and `Cu_Count` columns
//! (`source/lib/output/generateCSV.cpp`), as fields of the same names of
//! the JSON output's `agents` entries and of the rocpd database's
//! `rocpd_info_agent.extdata` (both the agent serialised by
//! `include/rocprofiler-sdk/cxx/serialization.hpp`;
//! `source/lib/output/generateRocpd.cpp` writes that JSON into `extdata`).
//!
//! Both count the agent the process saw: a partition of a GPU (an MI300X in
//! CPX mode is 8 agents of 1 XCC each) has fewer than the whole GPU.

/// Which output gave a [`Geometry`], which names its fields.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// `agent_info.csv`: `Num_Xcc`, `Cu_Count`.
    AgentInfoCsv,
    /// The JSON output's `agents`: `num_xcc`, `cu_count`.
    Json,
    /// The rocpd database's `rocpd_info_agent.extdata`: `num_xcc`, `cu_count`.
    Rocpd,
}

/// An agent's XCCs and compute units, where its file gives them (a value
/// of 0, as a file written by hand or an older rocprofv3 holds, is none
/// given: a GPU agent has at least one of each).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    /// Its `num_xcc` (`Num_Xcc`): the XCCs (dies) of the agent.
    pub xccs: Option<u64>,
    /// Its `cu_count` (`Cu_Count`): the compute units of the agent, every
    /// XCC's.
    pub compute_units: Option<u64>,
    /// The output that gave them.
    pub form: Form,
}

impl Geometry {
    /// The geometry of `form` with `num_xcc` and `cu_count` as read (0 is
    /// none given); `None` where neither is given.
    pub fn of(form: Form, num_xcc: Option<u64>, cu_count: Option<u64>) -> Option<Geometry> {
        let (xccs, compute_units) = (num_xcc.filter(|n| *n > 0), cu_count.filter(|n| *n > 0));
        (xccs.is_some() || compute_units.is_some()).then_some(Geometry { xccs, compute_units, form })
    }

    /// Where the values given are, as a message says it: `Num_Xcc and
    /// Cu_Count in agent_info.csv`, `num_xcc of the JSON output's agents`,
    /// `num_xcc and cu_count in rocpd_info_agent's extdata`.
    pub fn fields(&self) -> String {
        let (xccs, cus, within) = match self.form {
            Form::AgentInfoCsv => ("Num_Xcc", "Cu_Count", "in agent_info.csv"),
            Form::Json => ("num_xcc", "cu_count", "of the JSON output's agents"),
            Form::Rocpd => ("num_xcc", "cu_count", "in rocpd_info_agent's extdata"),
        };
        let named = match (self.xccs, self.compute_units) {
            (Some(_), Some(_)) => format!("{xccs} and {cus}"),
            (Some(_), None) => xccs.to_owned(),
            _ => cus.to_owned(),
        };
        format!("{named} {within}")
    }
}
