//! The store's typed problems in the words of the table of texts (`app::text`): what the
//! player reads of a settings file that was not read whole, or that could not keep a
//! choice.

use crate::app::text;
use crate::store::config::{
    CONFIG_LIMIT, Form, KEYS, KeepError, KeyProblem, KeyWrong, Problem, Unread,
};

/// What the status line says of a settings file that was not read whole.
pub fn config_problem(problem: &Problem) -> String {
    match problem {
        Problem::Unread { path, why } => text::settings_unread(path.display(), unread(why)),
        Problem::Syntax {
            path,
            line,
            message,
        } => text::settings_syntax(path.display(), *line, message),
        Problem::Keys { path, first, more } => {
            text::settings_keys(path.display(), first.line, key_problem(first), *more)
        }
    }
}

/// Why a choice was not kept in the settings file.
pub fn keep_error(error: &KeepError) -> String {
    match error {
        KeepError::Unread { path, why } => {
            text::setting_not_kept_unread(path.display(), unread(why))
        }
        KeepError::Syntax {
            path,
            line,
            message,
        } => text::setting_not_kept_syntax(path.display(), *line, message),
        KeepError::Form {
            path,
            key,
            line,
            form,
        } => {
            let form = match form {
                Form::Table => text::FORM_TABLE.to_string(),
                Form::Dotted => text::FORM_DOTTED.to_string(),
                Form::InlineTable => text::FORM_INLINE_TABLE.to_string(),
                Form::Kind(kind) => text::form_kind(kind),
            };
            text::setting_not_kept_form(path.display(), *line, key, form)
        }
        KeepError::Links { path, links } => text::setting_not_kept_links(path.display(), *links),
        KeepError::Write { path, why } => text::setting_not_kept_write(path.display(), why),
    }
}

fn unread(why: &Unread) -> String {
    match why {
        Unread::NotAFile(kind) => text::settings_not_a_file(kind),
        Unread::Io(why) => text::settings_cannot_read(why),
        Unread::TooLarge(len) => text::settings_too_large(len >> 10, CONFIG_LIMIT >> 10),
        Unread::NotText => text::SETTINGS_NOT_TEXT.to_string(),
        Unread::Untrusted(why) => text::settings_untrusted(why),
        Unread::NotYours(uid) => text::settings_not_yours(*uid),
    }
}

fn key_problem(problem: &KeyProblem) -> String {
    let key = &problem.key;
    match &problem.what {
        KeyWrong::Unknown => text::settings_key_unknown(key, &KEYS),
        KeyWrong::NotOneOf { value, names } => text::settings_key_not_one_of(key, value, names),
        KeyWrong::NotASwitch { value } => text::settings_key_not_a_switch(key, value),
    }
}
